// TurboSMS (a Ukrainian SMS gateway) over its HTTP API: POST {api}/message/send.json with a bearer token.
import { z } from 'zod';
import { SmsDeliveryError, type SmsProvider } from './provider.ts';

export interface TurboSmsOptions {
  token: string;
  /** The registered alpha name the SMS shows as its sender. */
  sender: string;
  /** https://api.turbosms.ua, or a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The answer of message/send: a request-level code (800-803 mean accepted/sent, fully or partly; anything else is a
 * refusal such as a bad token or sender) and one result per recipient (code 0 and a message id when accepted).
 */
const sendResponseSchema = z.object({
  response_code: z.number(),
  response_status: z.string().optional(),
  response_result: z
    .array(
      z.object({
        phone: z.string().optional(),
        response_code: z.number(),
        message_id: z.string().nullable().optional(),
        response_status: z.string().optional(),
      }),
    )
    .nullable()
    .optional(),
});

const acceptedCodes = new Set([800, 801, 802, 803]);

export function createTurboSmsProvider(options: TurboSmsOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/message/send.json`;
  return {
    name: 'turbosms',
    async send(message) {
      const recipient = message.phone.replace(/\D/g, '');
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ recipients: [recipient], sms: { sender: options.sender, text: message.text } }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`TurboSMS unreachable: ${(error as Error).message}`, { cause: error });
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new SmsDeliveryError(`TurboSMS answered HTTP ${response.status}`);
      let parsed: z.infer<typeof sendResponseSchema>;
      try {
        parsed = sendResponseSchema.parse(JSON.parse(text));
      } catch {
        throw new SmsDeliveryError('TurboSMS answered something that is not its JSON response');
      }
      const status = `${parsed.response_code} ${parsed.response_status ?? ''}`.trim();
      if (!acceptedCodes.has(parsed.response_code)) throw new SmsDeliveryError(`TurboSMS refused the message: ${status}`);
      const result = parsed.response_result?.find((entry) => entry.phone === undefined || entry.phone === recipient);
      if (!result || result.response_code !== 0 || !result.message_id) {
        const detail = result ? `${result.response_code} ${result.response_status ?? ''}`.trim() : 'no result';
        throw new SmsDeliveryError(`TurboSMS refused the recipient: ${detail}`);
      }
      return { id: result.message_id };
    },
  };
}
