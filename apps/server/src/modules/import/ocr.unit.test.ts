import { IMPORT_MESSAGES, parseRecipeText, repairOcrText } from '@simmer/domain/import';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderRecipeCard } from '../../../test/recipe-cards';
import { AppError } from '../../lib/app-error';
import { createOcrService } from './ocr';

const log = { warn: () => {}, error: () => {} };
const ocr = createOcrService({ log });
afterAll(() => ocr.close());

/** A PNG whose header claims 50,000 × 50,000 pixels: one row of data, the rest never sent. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(64)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function readRecipe(image: Buffer) {
  const { text } = await ocr.readText(image);
  return parseRecipeText(repairOcrText(text));
}

describe('createOcrService', () => {
  it('reads a clean recipe card into a recipe', { timeout: 120_000 }, async () => {
    const card = await renderRecipeCard(0, 'clean');

    const recipe = await readRecipe(card.image);

    expect(recipe.title).toBe('Buttermilk Pancakes');
    expect(recipe.yields).toBe('4');
    expect(recipe.prepTime).toBe(15);
    expect(recipe.ingredients).toHaveLength(7);
    expect(recipe.ingredients).toEqual(
      expect.arrayContaining(['1 1/2 cups plain flour', '2 1/4 tsp baking powder', '2 large eggs']),
    );
    expect(recipe.instructions).toHaveLength(4);
    expect(recipe.instructions[2]).toBe('Rest the batter for 10 minutes.');
  });

  it('reads a tilted, blurred photo of a card', { timeout: 120_000 }, async () => {
    const card = await renderRecipeCard(1, 'photo');

    const recipe = await readRecipe(card.image);

    expect(recipe.title).toBe('Tomato Lentil Soup');
    expect(recipe.yields).toBe('6');
    expect(recipe.ingredients).toHaveLength(8);
    expect(recipe.ingredients).toEqual(
      expect.arrayContaining([
        '2 tbsp olive oil',
        '1 1/2 tsp ground cumin',
        '1 can (400 g) chopped tomatoes',
      ]),
    );
    expect(recipe.instructions).toHaveLength(4);
  });

  it('refuses data that is not an image', async () => {
    const notAnImage = Buffer.from('%PDF-1.7\nthis is not a picture\n');

    await expect(ocr.readText(notAnImage)).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: IMPORT_MESSAGES.processImage,
    });
  });

  it('refuses an image bomb before decoding it', async () => {
    const bomb = pngClaiming(50_000, 50_000);

    const error = await ocr.readText(bomb).catch((caught: unknown) => caught);

    expect(bomb.length).toBeLessThan(200);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: IMPORT_MESSAGES.imageTooLarge,
    });
  });

  it('refuses a blank picture with the no-text message', { timeout: 60_000 }, async () => {
    const blank = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();

    await expect(ocr.readText(blank)).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: IMPORT_MESSAGES.noTextInImage,
    });
  });

  it(
    'starts its worker with the first image and ends it on close',
    { timeout: 60_000 },
    async () => {
      const service = createOcrService({ log });
      const ports = () =>
        process.getActiveResourcesInfo().filter((name) => name === 'MessagePort').length;
      const idle = ports();
      const line = await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="100%" height="100%" fill="#fff"/>' +
            '<text x="20" y="70" font-family="DejaVu Sans" font-size="40">2 cups flour</text></svg>',
        ),
      )
        .png()
        .toBuffer();

      const { text } = await service.readText(line);
      const working = ports();
      await service.close();
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(text).toBe('2 cups flour');
      expect(working).toBe(idle + 1);
      expect(ports()).toBe(idle);
      await expect(service.readText(line)).rejects.toThrow('OCR service is closed');
    },
  );
});
