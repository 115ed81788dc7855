import { UsernameFlow } from './UsernameFlow';

/** /auth/review-username: the review-username login obligation (./UsernameFlow.tsx). */
export default function ReviewUsernamePage() {
  return <UsernameFlow page="review" />;
}
