import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../security-headers';
import { logicalIdOf, propsOf, resourcesOf } from './template-queries';
import { WebDistribution } from './web-distribution';

// The web distribution alone, in a stack of its own: no route function to bundle, so it is quick.
let workDir: string;
let template: Template;
let policyId: string;
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'oligowatch-web-cdk-'));
  const webDistPath = join(workDir, 'web-dist');
  mkdirSync(join(webDistPath, 'assets'), { recursive: true });
  writeFileSync(join(webDistPath, 'index.html'), '<!doctype html><title>OligoWatch</title>');
  const app = new App({ outdir: join(workDir, 'cdk.out') });
  const stack = new Stack(app, 'web-test', { env: { account: '123456789012', region: 'eu-west-1' } });
  const web = new WebDistribution(stack, 'Web', {
    stage: 'test',
    api: new HttpApi(stack, 'Api'),
    webDistPath,
    originVerify: 'origin-key-of-this-test',
  });
  template = Template.fromStack(stack);
  const [id] = Object.entries(resourcesOf(template)).find(
    ([, r]) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy',
  ) ?? [''];
  policyId = id;
  expect(logicalIdOf(web.distribution)).not.toBe('');
}, 120_000);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The header values the policy makes CloudFront send, in the local server's notation. */
const headersOfPolicy = (config: Record<string, Record<string, unknown>>): Record<string, string> => {
  const sec = config.SecurityHeadersConfig as Record<string, Record<string, unknown>>;
  const out: Record<string, string> = {};
  if (sec.ContentSecurityPolicy)
    out['content-security-policy'] = String(sec.ContentSecurityPolicy.ContentSecurityPolicy);
  if (sec.StrictTransportSecurity)
    out['strict-transport-security'] =
      `max-age=${sec.StrictTransportSecurity.AccessControlMaxAgeSec}` +
      (sec.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : '') +
      (sec.StrictTransportSecurity.Preload ? '; preload' : '');
  if (sec.ContentTypeOptions) out['x-content-type-options'] = 'nosniff';
  if (sec.FrameOptions) out['x-frame-options'] = String(sec.FrameOptions.FrameOption);
  if (sec.ReferrerPolicy) out['referrer-policy'] = String(sec.ReferrerPolicy.ReferrerPolicy);
  if (sec.XSSProtection) out['x-xss-protection'] = 'set';
  return out;
};

describe('the SPA response headers policy', () => {
  it('sends exactly the headers the local server sends, CSP included, overriding the origin', () => {
    const config = propsOf(resourcesOf(template)[policyId]).ResponseHeadersPolicyConfig as Record<
      string,
      Record<string, unknown>
    >;
    expect(headersOfPolicy(config)).toEqual(SECURITY_HEADERS);
    const sec = config.SecurityHeadersConfig as Record<string, { Override?: boolean }>;
    for (const behaviour of Object.values(sec)) expect(behaviour.Override).toBe(true);
  });

  it("has a CSP that allows no script from outside the app's own origin", () => {
    const csp = SECURITY_HEADERS['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('is attached to the default (SPA) behaviour of the distribution', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: policyId } },
      },
    });
  });
});
