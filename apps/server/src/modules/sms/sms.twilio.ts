import twilio from 'twilio';

type RequestOptions<TData> = Parameters<typeof twilio.RequestClient.prototype.request<TData>>[0];

/** Sends one text; answers the provider's message id. */
export interface SmsTransport {
  send(message: { to: string; body: string }): Promise<{ sid: string }>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * Twilio's own HTTP client with every request sent to another base address (tests point the
 * official package at a local stand-in of Twilio's REST API this way).
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super({ autoRetry: false });
  }

  override request<TData>(opts: RequestOptions<TData>) {
    return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https?:\/\/[^/]+/, this.base) });
  }
}

/**
 * The official `twilio` package sending from TWILIO_FROM, with Twilio calling back
 * `statusCallback` (`${PUBLIC_URL}/api/sms/twilio/status`) as delivery progresses.
 */
export function createTwilioTransport(
  settings: TwilioSettings,
  options: { statusCallback: string; apiBaseUrl?: string },
): SmsTransport {
  const client = twilio(
    settings.accountSid,
    settings.authToken,
    options.apiBaseUrl ? { httpClient: new RebasedRequestClient(options.apiBaseUrl) } : {},
  );
  return {
    async send({ to, body }) {
      const message = await client.messages.create({
        to,
        from: settings.from,
        body,
        statusCallback: options.statusCallback,
      });
      return { sid: message.sid };
    },
  };
}

/** Whether a webhook call carries Twilio's signature of `url` and `params` (X-Twilio-Signature). */
export function isSignedByTwilio(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) {
    return false;
  }
  try {
    return twilio.validateRequest(authToken, signature, url, params);
  } catch {
    return false;
  }
}
