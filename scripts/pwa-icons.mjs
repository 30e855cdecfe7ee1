// Renders the PWA icons in web/public/icons/ from web/public/favicon.svg with the system Chromium.
// Run once after changing the logo (`node scripts/pwa-icons.mjs`) and commit the PNGs: the build
// only copies them, so it needs no image library.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const logo = readFileSync(join(root, 'web/public/favicon.svg'), 'utf8');
const outDir = join(root, 'web/public/icons');

// The logo is a rounded square (its first <rect>) with a note drawn on it.
const background = /<rect[^>]*fill="([^"]+)"[^>]*\/>/.exec(logo);
if (!background) throw new Error('favicon.svg: expected a <rect fill="..."/> background');
const glyph = logo.replace(background[0], '').replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');

/**
 * The same note on a square without rounded corners: maskable icons are cropped by the platform
 * (the note stays inside their 80% safe circle), and iOS rounds touch icons itself and would
 * blacken transparent corners.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background[1]}"/>${glyph}</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: join(outDir, file), omitBackground: true });
    await page.close();
    console.log(`web/public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
