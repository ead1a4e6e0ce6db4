/**
 * One structured line per event the garage must be able to find (Workers Logs, `wrangler tail`): JSON with the event,
 * the reference and the cause. Never the visitor's text: a cause is an error's name and message with every e-mail
 * address in it replaced, except the receiver's own configured addresses.
 */

export interface LogFields {
  reference?: string;
  cause?: string;
  [name: string]: string | number | boolean | undefined;
}

export const logEvent = (level: 'error' | 'warn' | 'info', event: string, fields: LogFields = {}): void => {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

/** An error as a cause for a log line or a record: no visitor's address, at most 300 characters. */
export const causeOf = (error: unknown, keep: (string | undefined)[] = []): string => {
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return raw
    .replace(/[^\s<>"',;:()[\]]+@[^\s<>"',;:()[\]]+/g, (address) => (keep.includes(address) ? address : '<adres>'))
    .slice(0, 300);
};
