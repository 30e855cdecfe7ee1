/** Translation keys for the settings we know; settings added later fall back to key and description. */

export interface SettingText {
  label: string;
  hint: string;
}

export const SETTING_TEXT: Readonly<Record<string, SettingText>> = {
  max_upload_size: {
    label: 'settings.fields.max_upload_size.label',
    hint: 'settings.fields.max_upload_size.hint',
  },
  max_upload_size_unit: {
    label: 'settings.fields.max_upload_size_unit.label',
    hint: 'settings.fields.max_upload_size_unit.hint',
  },
  default_use_proxy: {
    label: 'settings.fields.default_use_proxy.label',
    hint: 'settings.fields.default_use_proxy.hint',
  },
  file_naming_strategy: {
    label: 'settings.fields.file_naming_strategy.label',
    hint: 'settings.fields.file_naming_strategy.hint',
  },
  proxy_sign_all: {
    label: 'settings.fields.proxy_sign_all.label',
    hint: 'settings.fields.proxy_sign_all.hint',
  },
  proxy_sign_expires: {
    label: 'settings.fields.proxy_sign_expires.label',
    hint: 'settings.fields.proxy_sign_expires.hint',
  },
  audit_retention_days: {
    label: 'settings.fields.audit_retention_days.label',
    hint: 'settings.fields.audit_retention_days.hint',
  },
  preview_text_types: {
    label: 'settings.fields.preview_text_types.label',
    hint: 'settings.fields.preview_text_types.hint',
  },
  preview_image_types: {
    label: 'settings.fields.preview_image_types.label',
    hint: 'settings.fields.preview_image_types.hint',
  },
  preview_video_types: {
    label: 'settings.fields.preview_video_types.label',
    hint: 'settings.fields.preview_video_types.hint',
  },
  preview_audio_types: {
    label: 'settings.fields.preview_audio_types.label',
    hint: 'settings.fields.preview_audio_types.hint',
  },
  preview_office_types: {
    label: 'settings.fields.preview_office_types.label',
    hint: 'settings.fields.preview_office_types.hint',
  },
  preview_document_types: {
    label: 'settings.fields.preview_document_types.label',
    hint: 'settings.fields.preview_document_types.hint',
  },
  webdav_upload_mode: {
    label: 'settings.fields.webdav_upload_mode.label',
    hint: 'settings.fields.webdav_upload_mode.hint',
  },
};

/** Option labels per select setting; options without one (KB, MB, GB) show as they are. */
export const OPTION_TEXT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  file_naming_strategy: {
    overwrite: 'settings.options.file_naming_strategy.overwrite',
    random_suffix: 'settings.options.file_naming_strategy.random_suffix',
  },
  webdav_upload_mode: {
    multipart: 'settings.options.webdav_upload_mode.multipart',
    direct: 'settings.options.webdav_upload_mode.direct',
  },
};
