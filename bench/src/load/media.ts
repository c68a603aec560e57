import { IMAGE_SIZES, IMAGE_TYPES } from '@portal/contracts/files';
import sharp from 'sharp';
import type { Rng } from '../lib/rng.ts';
import { bearer } from './requests.ts';
import type { Scenario, SetupContext } from './scenarios.ts';

/**
 * Media scenarios (issue 6): thumbnails served from the disk cache, thumbnails made for the
 * first time (sharp on the request path), and the two kinds of private download partners make —
 * their own company's file and a counted manual download.
 */

type StoredImage = { path: string; signature: string };
type Thumbnail = StoredImage & { width: number; height: number; type: string };
type Download = { token: string; path: string };

const thumbnailPath = ({ path, signature, width, height, type }: Thumbnail) =>
  `/api/media/image/${width}/${height}/${type}/${path.split('/').map(encodeURIComponent).join('/')}?signature=${signature}`;

/** Every size × fitting the URL accepts: 15 distinct thumbnails per source image. */
const VARIANTS = Object.values(IMAGE_SIZES).flatMap(({ width, height }) =>
  IMAGE_TYPES.map((type) => ({ width, height, type })),
);

/**
 * An upper bound of first-time transforms per second on the machines we bench on; the setup
 * uploads enough distinct photos that no thumbnail is asked for twice below that rate.
 */
const FIRST_TIME_RATE_CAP = 250;

/** A camera-sized JPEG whose content (and so its cache key, the sha256) is unique. */
async function distinctPhoto(rng: Rng): Promise<Buffer> {
  const cells = Buffer.alloc(16 * 12 * 3);
  for (let i = 0; i < cells.length; i++) cells[i] = rng.int(0, 255);
  return sharp(cells, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(1600, 1200, { kernel: 'cubic' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** A small but real PDF of about `kb` kilobytes. */
function pdfOf(kb: number, seed: number): Buffer {
  const filler = `% ${'x'.repeat(78)}\n`.repeat(Math.ceil((kb * 1024) / 81));
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% bench ${seed}\n${filler}trailer << /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function upload(
  ctx: SetupContext,
  path: string,
  token: string,
  file: { body: Buffer; name: string; mime: string },
): Promise<StoredImage> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.body)], { type: file.mime }), file.name);
  const res = await fetch(`${ctx.baseUrl}${path}`, { method: 'POST', headers: bearer(token), body: form });
  if (res.status !== 201) throw new Error(`upload to ${path} answered ${res.status}: ${await res.text()}`);
  const { model } = (await res.json()) as { model: { path: string; signature: string } };
  return { path: model.path, signature: model.signature };
}

/** Source images uploaded by first-time runs, so a later run never reuses a cached one. */
let uploadedSoFar = 0;

export const mediaScenarios: Scenario[] = [
  {
    name: 'thumbnail 400×400 (cached)',
    caller: 'any page showing product photos (public signed URL, no token)',
    roles: [],
    async setup(ctx) {
      const images = ctx.fixtures.publicImages.slice(0, 40);
      if (!images.length) throw new Error('The bench database holds no public images (seed the catalogue).');
      const warm = images.map((i) => ({ ...i, ...IMAGE_SIZES.medium, type: 'resize' }));
      for (const thumb of warm) {
        const res = await fetch(`${ctx.baseUrl}${thumbnailPath(thumb)}`);
        if (res.status !== 200) throw new Error(`thumbnail warm-up answered ${res.status}`);
        await res.arrayBuffer();
      }
      return () => ctx.rng.pick(warm);
    },
    request: (thumb: Thumbnail) => ({ method: 'GET', path: thumbnailPath(thumb) }),
  },
  {
    name: 'thumbnail (first time, sharp)',
    caller: 'a page showing a photo nobody opened in that size yet (public signed URL)',
    roles: ['admin'],
    async setup(ctx) {
      const needed = Math.ceil(ctx.seconds * FIRST_TIME_RATE_CAP);
      const sources = Math.ceil(needed / VARIANTS.length);
      const admin = ctx.tokens('admin')[0];
      const uploaded: StoredImage[] = [];
      for (let i = 0; i < sources; i++) {
        const n = ++uploadedSoFar;
        uploaded.push(
          await upload(ctx, '/api/media/uploads?purpose=image', admin, {
            body: await distinctPhoto(ctx.rng),
            name: `bench-zdjecie-${n}.jpg`,
            mime: 'image/jpeg',
          }),
        );
      }
      const pool = ctx.rng.sample(
        uploaded.flatMap((image) => VARIANTS.map((v) => ({ ...image, ...v }))),
        needed,
      );
      ctx.note(
        `first-time thumbnails: ${sources} new 1600×1200 photos uploaded, ${pool.length} distinct thumbnails; beyond ${FIRST_TIME_RATE_CAP} req/s a request may hit the cache`,
      );
      let next = 0;
      return () => pool[next++ % pool.length];
    },
    request: (thumb: Thumbnail) => ({ method: 'GET', path: thumbnailPath(thumb) }),
  },
  {
    name: "private file download (own company's, 200 KB PDF)",
    caller: 'partner users (random token, a file of their company)',
    roles: ['partner'],
    async setup(ctx) {
      const downloads: Download[] = [];
      for (const [i, token] of ctx.tokens('partner').entries()) {
        const file = await upload(ctx, '/api/partner-zone/media/uploads?purpose=pdf', token, {
          body: pdfOf(200, i),
          name: `karta-gwarancyjna-${i + 1}.pdf`,
          mime: 'application/pdf',
        });
        downloads.push({ token, path: file.path });
      }
      return () => ctx.rng.pick(downloads);
    },
    request: ({ token, path }: Download) => ({
      method: 'GET',
      path: `/api/partner-zone/media/private-media?privateMedia=${encodeURIComponent(path)}`,
      headers: bearer(token),
    }),
  },
  {
    name: 'manual download (counted) /errorcodes/{id}/download',
    caller: 'partner users (random token, random error code with a manual)',
    roles: ['partner'],
    async setup(ctx) {
      const tokens = ctx.tokens('partner');
      const ids = ctx.fixtures.manualErrorCodeIds;
      if (!ids.length) throw new Error('The bench database holds no error code with a manual.');
      return () => ({ token: ctx.rng.pick(tokens), id: ctx.rng.pick(ids) });
    },
    request: ({ token, id }: { token: string; id: number }) => ({
      method: 'GET',
      path: `/api/partner-zone/device/errorcodes/${id}/download?lang=pl`,
      headers: bearer(token),
    }),
  },
];
