import {
  type AddToPrincipalPolicyResult,
  PolicyDocument,
  type PolicyStatement,
  Role,
  type RoleProps,
} from 'aws-cdk-lib/aws-iam';
import { type Construct, DependencyGroup } from 'constructs';

/** The name of the inline policy that holds a role's grants. */
export const GRANTS_POLICY_NAME = 'Grants';

/**
 * A role whose grants (`table.grantReadData(fn)`, `fn.addToRolePolicy(...)`) go into an inline
 * policy of the role itself, not into a `DefaultPolicy`: the same IAM (a separate AWS::IAM::Policy is
 * an inline policy of its role too, under the same size limit), one CloudFormation resource fewer per
 * function. Every route and job has one, so the stack stays well under CloudFormation's 500.
 * A grant that would make the role depend on a resource that depends on the function (a cycle a
 * separate policy breaks) cannot be added here; the stack names such resources by ARN instead
 * (background-jobs.ts, report-run.ts).
 */
export class InlineGrantsRole extends Role {
  private readonly grantsPolicy: PolicyDocument;
  /** What depends on a grant depends on the role itself, which holds it. */
  private readonly grantsDependable: DependencyGroup;

  constructor(scope: Construct, id: string, props: Omit<RoleProps, 'inlinePolicies'>) {
    // Resolved at synthesis, so the statements granted after construction are in it.
    const grants = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { [GRANTS_POLICY_NAME]: grants } });
    this.grantsPolicy = grants;
    this.grantsDependable = new DependencyGroup(this);
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.grantsPolicy.addStatements(statement);
    return { statementAdded: true, policyDependable: this.grantsDependable };
  }
}
