/** What a validation test reads from a zod `safeParse`: the first issue's message, or null when it passed. */
export const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);
