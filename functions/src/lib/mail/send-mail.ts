import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { getConfig, requireSetting } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let ses: SESClient | undefined;

const getSes = (): SESClient => {
  if (!ses) {
    const config = getConfig();
    ses = new SESClient({
      region: config.AWS_REGION,
      ...(config.SES_ENDPOINT ? { endpoint: config.SES_ENDPOINT } : {}),
    });
  }
  return ses;
};

/** Sends one mail through SES (the SES emulator locally). */
export const sendMail = async (mail: OutgoingMail): Promise<void> => {
  await getSes().send(
    new SendEmailCommand({
      Source: requireSetting('MAIL_FROM'),
      Destination: { ToAddresses: [mail.to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
};
