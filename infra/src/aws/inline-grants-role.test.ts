import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { GRANTS_POLICY_NAME, InlineGrantsRole } from './inline-grants-role';
import { logicalIdOf, resourcesOf, statementsOfRole } from './template-queries';

const functionWithRole = () => {
  const stack = new Stack(new App(), 'S');
  const role = new InlineGrantsRole(stack, 'Role', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
  });
  const fn = new LambdaFunction(stack, 'Fn', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('exports.handler = async () => {};'),
    role,
  });
  return { stack, role, fn };
};

describe('InlineGrantsRole', () => {
  it("puts a function's grants in the role's own inline policy, with no AWS::IAM::Policy", () => {
    const { stack, role, fn } = functionWithRole();
    const table = new TableV2(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    table.grantReadData(fn);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['states:StartExecution'],
        resources: ['arn:aws:states:eu-west-1:123456789012:stateMachine:run'],
      }),
    );
    const template = Template.fromStack(stack);
    expect(Object.values(resourcesOf(template)).filter((r) => r.Type === 'AWS::IAM::Policy')).toEqual([]);
    const policies = resourcesOf(template)[logicalIdOf(role)]?.Properties?.Policies as {
      PolicyName: string;
    }[];
    expect(policies.map((p) => p.PolicyName)).toEqual([GRANTS_POLICY_NAME]);
    const actions = statementsOfRole(template, logicalIdOf(role)).flatMap((s) => s.Action);
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).toContain('states:StartExecution');
  });

  it('cannot name a resource that depends on its function: the template is refused as cyclic', () => {
    // A separate policy would break this circle; inline, the role and the function need each other.
    // Template.fromStack (so every synthesis of the infra tests) refuses such a template.
    const { stack, fn } = functionWithRole();
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }),
    );
    expect(() => Template.fromStack(stack)).toThrow(/dependency cycle: Role\w+ -> Fn\w+ -> Role\w+/);
  });
});
