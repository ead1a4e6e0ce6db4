/**
 * The one marker for content the garage has not confirmed yet: a placeholder fact, a sample review, an assumed
 * affiliation, an estimated price. `toConfirm(value, what)` is the value itself, so every build, `npm start` included,
 * shows the sample content and no visitor sees a marker. `npm run launch-check` (deploy/launch-check.mjs) finds every
 * call in src/data/ and lists it with its file and `what` the garage must supply; `npm run deploy` refuses while any
 * remain. Confirming a fact means removing the marker around its (corrected) value. Landing pages (Markdown) carry the
 * same marker as a `toConfirm:` list in their front matter (src/content.config.ts).
 *
 * `what` must be a plain string literal: the check reads it from the source without running it.
 */
export const toConfirm = <T>(value: T, what: string): T => (void what, value);
