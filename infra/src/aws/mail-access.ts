import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';

/** What a function granted 'mail:send' needs: the sender identity and where mailed links start. */
export interface MailAccess {
  readonly identity: IEmailIdentity;
  /**
   * Name of the SSM parameter holding the app URL, when mails build their links from it. Granted
   * by a name-built ARN, not `param.grantRead`: the parameter's value is the distribution's domain,
   * and the distribution points at this API, so a reference would close a dependency cycle.
   */
  readonly appUrlParameterName?: string;
}

/** ses:SendEmail on the sender identity, and reading the app URL parameter when there is one. */
export const grantMailAccess = (fn: LambdaFunction, mail: MailAccess): void => {
  mail.identity.grantSendEmail(fn);
  if (!mail.appUrlParameterName) return;
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [
        Stack.of(fn).formatArn({
          service: 'ssm',
          resource: 'parameter',
          resourceName: mail.appUrlParameterName.replace(/^\//, ''),
        }),
      ],
    }),
  );
};
