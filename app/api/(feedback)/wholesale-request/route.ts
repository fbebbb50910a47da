import { wholesaleRequest } from '@/lib/api/feedback';
import { feedbackPost } from '@/lib/server/feedback/feedback-post';
import { submitWholesaleRequest } from '@/lib/server/feedback/wholesale';
import { LIMITS } from '@/lib/server/rate-limit';

export const POST = feedbackPost(
  { perAddress: LIMITS.wholesale, perEmail: LIMITS.wholesaleEmail },
  wholesaleRequest,
  submitWholesaleRequest,
);
