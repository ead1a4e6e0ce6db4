/**
 * The artwork of the services, found by key. A missing file fails the build with its path,
 * so a page never shows a broken image. Replace a picture by replacing its file.
 */
import type { ImageMetadata } from 'astro';

type Images = Record<string, { default: ImageMetadata }>;

const serviceFiles: Images = import.meta.glob('../assets/services/*.jpg', { eager: true });

const pick = (files: Images, folder: string, key: string): ImageMetadata => {
  const file = files[`../assets/${folder}/${key}.jpg`];
  if (!file) throw new Error(`Afbeelding ontbreekt: src/assets/${folder}/${key}.jpg`);
  return file.default;
};

/** src/assets/services/{id}.jpg */
export const serviceImage = (id: string): ImageMetadata => pick(serviceFiles, 'services', id);
