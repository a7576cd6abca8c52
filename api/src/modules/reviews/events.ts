/** Event names and payloads of the reviews module. */
export interface ReviewEvents {
  'review.submitted': { review_id: string; name: string; rating: number };
}

export type ReviewEvent = { [Name in keyof ReviewEvents]: { name: Name; payload: ReviewEvents[Name] } }[keyof ReviewEvents];
