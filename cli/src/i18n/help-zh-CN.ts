/** `--help` 的中文文本：与 help-en.ts 逐条对应，术语与网页版一致。 */
import type { HelpTopic } from './help-en.js';

const COMMON = `  --json              以 JSON 输出服务器的应答，供脚本使用
  -h, --help          显示此帮助
`;

const SHARE_OPTIONS = `  --slug SLUG         链接后缀（字母、数字、- 和 _）
  --password PW       访问者需要输入此密码才能查看分享
  --expires WHEN      30m、12h、7d、2w、ISO 时间，或 never（默认，永不过期）
  --max-views N       查看 N 次后删除（0：不限次数）
  --remark TEXT       访问者可见的描述
`;

export const helpZhCN: Record<HelpTopic, string> = {
  main: `cloudpaste：在命令行中使用 CloudPaste 服务器的文本分享和文件分享

用法：cloudpaste <命令> [选项]

  paste create [FILE]        分享 FILE 或标准输入中的文本，并输出链接
  paste get SLUG|LINK        将文本分享输出到标准输出
  paste delete SLUG|LINK…    删除你的文本分享
  paste list                 列出你的文本分享
  file upload FILE           分享文件（可续传的分片上传），并输出链接
  file download SLUG|LINK    保存文件分享（-o - 则输出到标准输出）
  file delete SLUG|LINK…     删除你的文件分享
  file list                  列出你的文件分享
  list                       列出你的文本分享和文件分享
  fs list [PATH]             列出挂载存储中的文件夹
  config set|unset|show      管理配置文件（url、api-key、admin-token）

配置：环境变量 CLOUDPASTE_URL 和 CLOUDPASTE_API_KEY（或 CLOUDPASTE_ADMIN_TOKEN），
其次是 ~/.config/cloudpaste/config.json；两者都有时以环境变量为准。
语言：--lang en|zh-CN，其次是 CLOUDPASTE_LANG，再次是 LC_ALL、LC_MESSAGES 或 LANG（以 zh 开头即为中文）。
退出码：0 成功，1 失败，2 用法错误，3 凭据或权限问题，4 不存在或已失效，130 已中断。
每个命令都支持 --help。
`,
  'paste create': `用法：cloudpaste paste create [FILE|-] [选项]

分享从 FILE 读取的 UTF-8 文本（FILE 为 - 或省略时读取标准输入），并输出链接。

${SHARE_OPTIONS}  --title TITLE       分享的标题
  --markdown          以 Markdown 渲染（.md 文件的默认方式）
  --plain             以纯文本显示（其他情况的默认方式）
  --encrypt           在本机加密文本（端到端加密）：服务器只保存密文，输出的链接在 #
                      之后携带密钥（见 docs/ENCRYPTION.md）
  --encrypt-password PW
                      再用此密码加密；密码不会离开本机
${COMMON}`,
  'paste get': `用法：cloudpaste paste get SLUG|LINK [--password PW]

将分享的文本原样逐字节写到标准输出（计入一次查看）。端到端加密的分享在本机用链接中 #
之后的密钥解密。

  --password PW       分享的密码
  --key KEY           加密分享的密钥，用于链接后缀或不带 #密钥 的链接
  --encrypt-password PW
                      加密分享自己的加密密码
${COMMON}`,
  'paste delete': `用法：cloudpaste paste delete SLUG|LINK|ID…

删除你的文本分享（管理员令牌可以删除任何分享）。

${COMMON}`,
  'paste list': `用法：cloudpaste paste list [--search TEXT] [--limit N] [--page N]

列出你的文本分享，最新的在前（管理员令牌列出全部）。

${COMMON}`,
  'file upload': `用法：cloudpaste file upload FILE|- [选项]

以 5 MiB 的分片上传 FILE，并输出分享链接。上传中断（Ctrl-C、网络断开）后，24 小时内再次
运行同一命令即可从中断处继续。使用 - 时上传标准输入，文件名由 --name 指定（无法续传）。

${SHARE_OPTIONS}  --name NAME         分享中的文件名（默认：FILE 的文件名；使用 - 时必填）
  --type TYPE         MIME 类型（默认：按扩展名判断）
  --path FOLDER       存储默认文件夹下的子文件夹
  --storage ID        存储配置（默认：服务器的默认配置）
  --proxy             下载经由本服务器代理，而不是使用存储链接
  --progress          即使标准错误不是终端，也显示进度
  --encrypt           在本机逐个分片加密文件（端到端加密）：服务器只保存密文，
                      输出的链接在 # 之后携带密钥
  --encrypt-password PW
                      再用此密码加密；密码不会离开本机
${COMMON}`,
  'file download': `用法：cloudpaste file download SLUG|LINK [-o FILE|-] [--password PW]

将文件分享流式保存到 FILE（默认：当前文件夹中与分享同名的文件），-o - 则输出到标准输出。

  -o, --output FILE   保存位置；- 表示标准输出
  -f, --force         覆盖已有文件
  --password PW       分享的密码
  --key KEY           加密分享的密钥，用于不带 #密钥 的链接
  --encrypt-password PW
                      加密分享自己的加密密码
${COMMON}`,
  'file delete': `用法：cloudpaste file delete SLUG|LINK|ID… [--keep-object]

删除你的文件分享及其存储的文件。

  --keep-object       只删除分享，保留存储中的文件
${COMMON}`,
  'file list': `用法：cloudpaste file list [--search TEXT] [--limit N] [--offset N]

列出你的文件分享，最新的在前。

${COMMON}`,
  list: `用法：cloudpaste list [--search TEXT]

先列出你的文本分享，再列出你的文件分享。

${COMMON}`,
  'fs list': `用法：cloudpaste fs list [PATH]

列出挂载存储中的一个文件夹（默认为 /）：先文件夹，后文件。

${COMMON}`,
  config: `用法：cloudpaste config set KEY VALUE | unset KEY | show

配置项：url、api-key、admin-token。配置文件为 ~/.config/cloudpaste/config.json（或
$XDG_CONFIG_HOME/cloudpaste/config.json，或 CLOUDPASTE_CONFIG 指定的路径），仅你本人可读。
CLOUDPASTE_URL、CLOUDPASTE_API_KEY 和 CLOUDPASTE_ADMIN_TOKEN 优先于配置文件。show 不会显示
API 密钥或令牌，只显示是否已设置及其来源。

${COMMON}`,
};
