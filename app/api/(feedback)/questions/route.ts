import { questionRequest } from '@/lib/api/feedback';
import { feedbackPost } from '@/lib/server/feedback/feedback-post';
import { submitQuestion } from '@/lib/server/feedback/questions';
import { LIMITS } from '@/lib/server/rate-limit';

export const POST = feedbackPost(
  { perAddress: LIMITS.question, perEmail: LIMITS.questionEmail },
  questionRequest,
  submitQuestion,
);
