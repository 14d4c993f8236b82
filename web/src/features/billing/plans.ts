import type { TUser } from '@common/schemas/auth';

export type PlanId = TUser['subscriptionPlan'];
export type PaidPlanId = Exclude<PlanId, 'free'>;

/** Keys of the `billing` namespace's `features` object. */
export type PlanFeatureKey =
  | 'reviews50'
  | 'location1'
  | 'googleFacebook'
  | 'aiResponses'
  | 'emailSupport'
  | 'reviews200'
  | 'locations3'
  | 'allPlatforms'
  | 'priorityAi'
  | 'autoApprovalRules'
  | 'prioritySupport'
  | 'customInstructions'
  | 'unlimited'
  | 'advancedAi'
  | 'teamCollaboration'
  | 'dedicatedSupport'
  | 'apiAccess'
  | 'customIntegrations';

/** Spec §3 "Plan": static data; the name shown is translated from `billing:planNames.<id>`. */
export type Plan = {
  id: PaidPlanId;
  name: string;
  /** Whole Danish kroner per interval. */
  price: number;
  currency: 'DKK';
  interval: 'month';
  popular?: boolean;
  features: readonly PlanFeatureKey[];
};

/** The app's billing plans, spec §9 (the landing page shows its own pricing set). */
export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 149,
    currency: 'DKK',
    interval: 'month',
    features: ['reviews50', 'location1', 'googleFacebook', 'aiResponses', 'emailSupport'],
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 299,
    currency: 'DKK',
    interval: 'month',
    popular: true,
    features: ['reviews200', 'locations3', 'allPlatforms', 'priorityAi', 'autoApprovalRules', 'prioritySupport', 'customInstructions'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 999,
    currency: 'DKK',
    interval: 'month',
    features: ['unlimited', 'advancedAi', 'teamCollaboration', 'dedicatedSupport', 'apiAccess', 'customIntegrations'],
  },
];

export const findPlan = (id: PlanId): Plan | undefined => PLANS.find((plan) => plan.id === id);
