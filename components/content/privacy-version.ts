// The privacy policy's edition lives in lib/config/privacy.ts (the checkout records it server-side with each
// order's consent); re-exported here for the content pages.
export { PRIVACY_POLICY_VERSION } from '@/lib/config/privacy';
