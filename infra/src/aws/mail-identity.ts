import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** The SES identity every product mail is sent from (enrollment and reset links). */
export class MailIdentity extends Construct {
  readonly identity: EmailIdentity;
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: { readonly mailFrom: string }) {
    super(scope, id);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(props.mailFrom)) {
      throw new Error(`mailFrom must be an e-mail address, got "${props.mailFrom}"`);
    }
    this.mailFrom = props.mailFrom;
    // SES mails a verification link to this address on deploy; sending works once it is clicked
    // (and, while the account is in the SES sandbox, only to verified recipients).
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.email(props.mailFrom) });
  }
}
