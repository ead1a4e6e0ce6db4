/**
 * The topic pictures a landing page can show (front matter `picture`, src/content.config.ts): one file each,
 * src/assets/topics/<name>.jpg, drawn by src/assets/topics/make-topics.mjs; what each shows and its alt text:
 * `topicPhotos` in src/data/photos.ts (design review 2026-11-28, F1).
 */
export const topicNames = [
  'aanrijding', 'apk', 'bumper', 'deuk', 'klassieker', 'krassen', 'ozon', 'ruit', 'scooter', 'spuiten', 'steenslag',
] as const;
export type TopicName = (typeof topicNames)[number];
