/**
 * The option lists of the planning forms (docs/rules/planning.md#form-options),
 * shared by the pages that render them and the schemas that check what arrives.
 */

export interface FormOption<Value extends string = string> {
  value: Value;
  label: string;
}

const values = <Value extends string>(options: readonly FormOption<Value>[]) =>
  options.map((option) => option.value) as [Value, ...Value[]];

export const groupSizeOptions = [
  { value: '1-2', label: '1-2 people' },
  { value: '3-4', label: '3-4 people' },
  { value: '5-8', label: '5-8 people' },
  { value: '9+', label: '9+ people' },
] as const satisfies readonly FormOption[];

export const tripBudgetOptions = [
  { value: 'under-1000', label: 'Under $1,000' },
  { value: '1000-2500', label: '$1,000 - $2,500' },
  { value: '2500-5000', label: '$2,500 - $5,000' },
  { value: 'over-5000', label: 'Over $5,000' },
] as const satisfies readonly FormOption[];

export const tripInterestOptions = [
  { value: 'hiking', label: 'Hiking & trails' },
  { value: 'wildlife', label: 'Wildlife watching' },
  { value: 'photography', label: 'Photography' },
  { value: 'scenic-drives', label: 'Scenic drives' },
  { value: 'dining', label: 'Dining & breweries' },
  { value: 'family', label: 'Family activities' },
  { value: 'adventure', label: 'Climbing & adventure' },
  { value: 'relaxation', label: 'Relaxation & spas' },
] as const satisfies readonly FormOption[];

/** Submission categories of the events page form. */
export const eventCategoryOptions = [
  'Festival',
  'Music',
  'Food',
  'Sports',
  'Arts',
  'Family',
  'Outdoor',
  'Entertainment',
  'Workshop',
  'Cultural',
  'Other',
].map((category) => ({ value: category, label: category })) as readonly FormOption[];

export const submitEventTypeOptions = [
  { value: 'festival', label: 'Festival' },
  { value: 'workshop', label: 'Workshop or class' },
  { value: 'concert', label: 'Concert' },
  { value: 'outdoor', label: 'Outdoor adventure' },
  { value: 'food-drink', label: 'Food & drink' },
  { value: 'family', label: 'Family' },
  { value: 'sports', label: 'Sports' },
  { value: 'art-culture', label: 'Art & culture' },
  { value: 'business', label: 'Business & networking' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[];

export const ageRequirementOptions = [
  { value: 'all-ages', label: 'All ages' },
  { value: 'family-friendly', label: 'Family friendly' },
  { value: '18+', label: '18+' },
  { value: '21+', label: '21+' },
  { value: 'adults', label: 'Adults' },
] as const satisfies readonly FormOption[];

export const registrationOptions = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
  { value: 'recommended', label: 'Recommended' },
] as const satisfies readonly FormOption[];

export const hearAboutUsOptions = [
  { value: 'google-search', label: 'Google search' },
  { value: 'social-media', label: 'Social media' },
  { value: 'word-of-mouth', label: 'Word of mouth' },
  { value: 'local-business', label: 'Local business' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[];

export const partnershipTypeOptions = [
  { value: 'accommodation', label: 'Accommodation' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'activity', label: 'Activity or tour' },
  { value: 'content', label: 'Content collaboration' },
  { value: 'advertising', label: 'Advertising' },
  { value: 'event', label: 'Event' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FormOption[];

export const partnerBudgetOptions = [
  { value: 'under-500', label: 'Under $500' },
  { value: '500-1000', label: '$500 - $1,000' },
  { value: '1000-2500', label: '$1,000 - $2,500' },
  { value: '2500-5000', label: '$2,500 - $5,000' },
  { value: 'over-5000', label: 'Over $5,000' },
  { value: 'project-based', label: 'Project based' },
  { value: 'revenue-share', label: 'Revenue share' },
  { value: 'discuss', label: "Let's discuss" },
] as const satisfies readonly FormOption[];

export const optionValues = {
  groupSize: values(groupSizeOptions),
  tripBudget: values(tripBudgetOptions),
  tripInterest: values(tripInterestOptions),
  eventCategory: values(eventCategoryOptions),
  submitEventType: values(submitEventTypeOptions),
  ageRequirement: values(ageRequirementOptions),
  registration: values(registrationOptions),
  hearAboutUs: values(hearAboutUsOptions),
  partnershipType: values(partnershipTypeOptions),
  partnerBudget: values(partnerBudgetOptions),
};

/** The label of a stored option value, for the review tool and the events calendar. */
export function optionLabel(options: readonly FormOption[], value: string | undefined): string | undefined {
  return options.find((option) => option.value === value)?.label ?? value;
}
