import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { MAX_PICTURE_BYTES } from './picture-rules';
import { MAX_PICTURE_SIDE, preparePicture, prepareStoredPictures } from './uploads';
import { phonePhoto } from '../../../tests/fixtures/phone-photo';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7' } });

describe('an uploaded picture', () => {
  it('loses the camera data, GPS position included, and stands upright', async () => {
    const fromPhone = await phonePhoto(400, 300);
    const before = await sharp(fromPhone).metadata();
    expect(before.exif?.toString('latin1')).toContain('Phone');
    const kept = await sharp(
      await preparePicture('public/images/blog/x/photo.jpg', fromPhone),
    ).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
  });

  it('keeps the format its name says, scaled down to the largest size a page shows', async () => {
    const large = await photo(MAX_PICTURE_SIDE * 2, 1000)
      .png()
      .toBuffer();
    const kept = await sharp(
      await preparePicture('public/images/team/x/photo.webp', large),
    ).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: MAX_PICTURE_SIDE, height: 500 });
  });

  it("is an entry's photo cropped from its centre to the shape its pages show", async () => {
    const sizeOf = async (path: string, bytes: Buffer) => {
      const { width, height } = await sharp(await preparePicture(path, bytes)).metadata();
      return { width, height };
    };
    // A phone's portrait, upright, as a blog post's 16:10 cover and a team member's square.
    const portrait = await phonePhoto(1440, 960);
    expect(await sizeOf('public/images/blog/x/photo/light.jpg', portrait)).toEqual({
      width: 960,
      height: 600,
    });
    expect(await sizeOf('public/images/team/x/photo/light.jpg', portrait)).toEqual({
      width: 960,
      height: 960,
    });
    // Larger than any page shows: cropped, then scaled down.
    const wide = await photo(MAX_PICTURE_SIDE * 2, 3000)
      .jpeg()
      .toBuffer();
    expect(await sizeOf('public/images/case-studies/x/photo/dark.jpg', wide)).toEqual({
      width: MAX_PICTURE_SIDE,
      height: 2000,
    });
    // A picture inside a text is shown whole.
    expect(await sizeOf('public/images/blog/x/body/chart.jpg', portrait)).toEqual({
      width: 960,
      height: 1440,
    });
  });

  it('is refused when it is too large, not a picture, or of another format', async () => {
    await expect(
      preparePicture('public/images/blog/x/photo.jpg', Buffer.alloc(MAX_PICTURE_BYTES + 1)),
    ).rejects.toThrow('photo.jpg has 10.0 MB; a picture may have at most 10.0 MB');
    await expect(
      preparePicture('public/images/blog/x/cv.pdf', Buffer.from('%PDF-1.7')),
    ).rejects.toThrow('cv.pdf is not a picture the site can show: upload a JPEG, PNG, WebP');
    const gif = await photo(10, 10).gif().toBuffer();
    await expect(preparePicture('public/images/blog/x/anim.gif', gif)).rejects.toThrow(
      'anim.gif is not a picture the site can show',
    );
  });

  it('is kept as it is when an SVG holds nothing that could run, and refused otherwise', async () => {
    const plain = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#4a7"/></svg>',
    );
    expect(await preparePicture('public/images/blog/x/chart.svg', plain)).toEqual(plain);
    for (const hostile of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>',
    ]) {
      await expect(
        preparePicture('public/images/blog/x/chart.svg', Buffer.from(hostile)),
      ).rejects.toThrow('chart.svg contains scripts or links to other files');
    }
  });
});

describe('the pictures committed without the editor', () => {
  it('are prepared in place once, and every unsafe one is named', async () => {
    const root = await mkdtemp(join(tmpdir(), 'pictures-'));
    const images = join(root, 'public', 'images');
    await mkdir(join(images, 'blog', 'trip', 'photo'), { recursive: true });
    const committed = join(images, 'blog', 'trip', 'photo', 'light.jpg');
    await writeFile(committed, await phonePhoto(400, 300));
    const drawn = await photo(40, 20).png().toBuffer();
    await writeFile(join(images, 'blog', 'trip-light.png'), drawn);

    expect(await prepareStoredPictures(images, root)).toEqual([
      'public/images/blog/trip/photo/light.jpg',
    ]);
    const prepared = await sharp(committed).metadata();
    expect(prepared.width).toBe(300);
    expect(prepared.exif).toBeUndefined();
    expect(await readFile(join(images, 'blog', 'trip-light.png'))).toEqual(drawn);
    expect(await prepareStoredPictures(images, root)).toEqual([]);

    await writeFile(join(images, 'blog', 'trip', 'chart.svg'), '<svg onload="alert(1)"/>');
    await writeFile(join(images, 'blog', 'trip', 'notes.txt'), 'not a picture');
    await expect(prepareStoredPictures(images, root)).rejects.toThrow(
      'public/images/blog/trip/chart.svg: chart.svg contains scripts or links to other files, ' +
        'which a picture of the site may not. Export it again as a plain SVG, or as PNG.\n' +
        'public/images/blog/trip/notes.txt: notes.txt is not a picture the site can show',
    );
  });
});
