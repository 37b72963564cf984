import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

/** Small readers over a synthesized template, for the infra tests. */

export interface CfnResourceJson {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DependsOn?: readonly string[];
  readonly DeletionPolicy?: string;
}

export const resourcesOf = (template: Template): Record<string, CfnResourceJson> =>
  (template.toJSON() as { Resources: Record<string, CfnResourceJson> }).Resources;

/** A resource's Properties (empty when it has none). */
export const propsOf = (resource: CfnResourceJson | undefined): Record<string, unknown> =>
  resource?.Properties ?? {};

export const logicalIdOf = (construct: IConstruct): string =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);

export const asArray = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value as T];

/** `{ 'Fn::GetAtt': [id, attribute] }` -> id, when the attribute matches. */
export const getAttTarget = (value: unknown, attribute: string): string | undefined => {
  const getAtt = (value as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt'];
  return getAtt?.[1] === attribute ? getAtt[0] : undefined;
};

/** `{ Ref: id }` -> id. */
export const refTarget = (value: unknown): string | undefined => (value as { Ref?: string } | undefined)?.Ref;

export interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string | readonly string[];
  readonly Resource: unknown;
}

interface InlinePolicyJson {
  readonly PolicyDocument?: { readonly Statement?: PolicyStatementJson[] };
}

/**
 * Every Allow/Deny statement a role holds: its own inline policies (a function's grants,
 * inline-grants-role.ts) and the AWS::IAM::Policy resources attached to it.
 */
export const statementsOfRole = (template: Template, roleLogicalId: string): PolicyStatementJson[] => {
  const role = resourcesOf(template)[roleLogicalId];
  const inline = asArray(role?.Properties?.Policies as InlinePolicyJson[] | undefined);
  const attached = policiesAttachedTo(template, roleLogicalId).map((r) => r.Properties as InlinePolicyJson);
  return [...inline, ...attached].flatMap((policy) => policy.PolicyDocument?.Statement ?? []);
};

/** The AWS::IAM::Policy resources that name a role (a CDK DefaultPolicy, say). */
export const policiesAttachedTo = (template: Template, roleLogicalId: string): CfnResourceJson[] =>
  Object.values(resourcesOf(template))
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) =>
      asArray(r.Properties?.Roles as unknown[]).some((role) => refTarget(role) === roleLogicalId),
    );
