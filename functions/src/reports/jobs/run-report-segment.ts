export const handler = async (_payload: unknown) => ({});
