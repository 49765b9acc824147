/**
 * The zod schemas that check the replies of the calls the first screen makes, in a chunk of
 * their own (see `lazy-schemas.ts`): zod is about a seventh of the landing's JavaScript, and no
 * reply arrives before the first paint.
 */
export {
  ApiErrorSchema,
  ExecuteScrapingReplySchema,
  JobDetailReplySchema,
  JobEventSchema,
  JobReplySchema,
  JobsListReplySchema,
  JobStatusReplySchema,
  LoginReplySchema,
  MessageReplySchema,
  ProfileReplySchema,
  RegisterReplySchema,
  SuccessSchema,
} from '@gleaner/shared';
