/**
 * A mail whose connection was lost before the binding answered is sent once more at once. workerd reports a lost
 * internal connection as `Error: Network connection lost`: not the binding refusing the mail (an address not allowed,
 * a message too large: those throw their own words and go to the cron or the plain fallback as before). Seen locally
 * under load between workerd and the simulated binding (the load bench lost 9 to 26 of 50 garage mails that way, each
 * then waiting for the hourly cron). Sending again risks a second copy only where the first did leave, which the
 * cron's retry risks as well; a garage mail an hour late is worse.
 */
import { logEvent } from '../log';

export const connectionLost = (error: unknown): boolean =>
  /network connection lost/i.test(error instanceof Error ? error.message : String(error));

const sendAgainOnce = (binding: SendEmail, name: string): SendEmail => ({
  send: async (message: Parameters<SendEmail['send']>[0]) => {
    try {
      return await binding.send(message);
    } catch (error) {
      if (!connectionLost(error)) throw error;
      logEvent('warn', 'mail-connection-lost', { binding: name, cause: 'sent once more' });
      await new Promise((done) => setTimeout(done, 250));
      return binding.send(message);
    }
  },
}) as SendEmail;

/** The Worker's env with its mail bindings sending once more after a lost connection (worker/index.ts). */
export const withMailSentAgain = <E extends { EMAIL: SendEmail; CONFIRM?: SendEmail }>(env: E): E => ({
  ...env,
  EMAIL: sendAgainOnce(env.EMAIL, 'EMAIL'),
  ...(env.CONFIRM ? { CONFIRM: sendAgainOnce(env.CONFIRM, 'CONFIRM') } : {}),
});
