// Makes the pictures shared links show (web/public/og): link previews in messengers and on Mastodon do not show SVG,
// so each drawing in web/public/illustrations gets a PNG twin at 1200×630, the size previews show large, and the
// site gets its own picture of three crafts. Run after changing a drawing: node web/lib/head/make-og-images.mjs
import fs from 'node:fs';
import sharp from 'sharp';

const illustrations = new URL('../../public/illustrations/', import.meta.url);
const out = new URL('../../public/og/', import.meta.url);
const background = '#FBF3E4';
const card = () => sharp({ create: { width: 1200, height: 630, channels: 3, background } });
const drawing = (name, width, height) => sharp(new URL(name, illustrations).pathname, { density: 288 }).resize(width, height).png().toBuffer();

fs.mkdirSync(out, { recursive: true });
for (const file of fs.readdirSync(illustrations).filter((name) => name.endsWith('.svg'))) {
  await card()
    .composite([{ input: await drawing(file, 800, 600), left: 200, top: 15 }])
    .png({ palette: true })
    .toFile(new URL(file.replace(/\.svg$/, '.png'), out).pathname);
}
const three = await Promise.all(['toepfern-keramik.svg', 'naehen.svg', 'holz.svg'].map((file) => drawing(file, 400, 300)));
await card()
  .composite(three.map((input, index) => ({ input, left: index * 400, top: 165 })))
  .png({ palette: true })
  .toFile(new URL('site.png', out).pathname);
