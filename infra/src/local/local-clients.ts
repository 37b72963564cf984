import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** Credentials DynamoDB Local and the SES emulator accept; never real ones, so nothing can reach AWS. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
export const LOCAL_REGION = 'us-east-1';

export const localDynamoClient = (endpoint: string): DynamoDBClient =>
  new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
