/**
 * A booking partner as the lodging area uses it (decision 036): a small interface in the site's
 * own vocabulary (src/domain/lodging-offers.ts), so a second partner (Vrbo through Expedia's API)
 * is a second implementation of it and nothing else changes. Booking.com's is in `booking/`.
 *
 * A partner answers only what it read from its API for the stay asked; anything it cannot
 * answer it throws as a `PartnerError` with the reason, and the caller says "unavailable".
 */
import type {
  PartnerId,
  PriceQuote,
  ProductOffer,
  ProductSummary,
  PropertyContent,
  UnavailableReason,
} from '../../src/domain/lodging-offers';
import type { StayRequest } from '../../src/domain/stay-request';

/** One property's best offer in a town search, before its content is joined to it. */
export interface PartnerSearchOffer {
  /** The partner's own id of the property. */
  partnerId: string;
  price: PriceQuote;
  /** The offered room and its conditions, without the room's name (that is content). */
  product: Omit<ProductSummary, 'roomName'> | null;
  /** The partner's page for the property with the stay, when it gives one. */
  partnerUrl: string | null;
}

export interface PartnerSearch {
  offers: PartnerSearchOffer[];
  /** Entries of the partner's answer that could not be read and were left out. */
  dropped: number;
}

/** A property's content, as the site shows it, without the site's id (the cache adds it). */
export type PartnerProperty = Omit<PropertyContent, 'id' | 'partner'> & {
  partnerId: string;
  /** The main photo (or the first), for the list's card. */
  mainPhoto: PropertyContent['photos'][number] | null;
};

export interface PartnerAvailability {
  /** The partner's recommendation for the whole party, when it makes one. */
  recommended: { price: PriceQuote; productIds: string[] } | null;
  /** Cheapest first; empty when nothing can be booked for the stay. */
  products: Omit<ProductOffer, 'roomName'>[];
  partnerUrl: string | null;
}

export interface LodgingPartner {
  readonly id: PartnerId;
  /** Everything bookable in and around town for the stay, each property's best offer. */
  searchTown(stay: StayRequest): Promise<PartnerSearch>;
  /**
   * The content of these properties (the partner's ids), read in as few calls as the partner
   * allows. An id the partner does not know, or a property it lists as closed, is absent.
   */
  properties(partnerIds: readonly string[]): Promise<Map<string, PartnerProperty>>;
  /** One property's offers for the stay. */
  availability(partnerId: string, stay: StayRequest): Promise<PartnerAvailability>;
}

/** Why a partner could not answer; its message is safe to log (no key, no URL). */
export class PartnerError extends Error {
  override name = 'PartnerError';
  constructor(
    message: string,
    readonly reason: UnavailableReason,
    readonly details: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
  }
}

export const reasonOf = (error: unknown): UnavailableReason =>
  error instanceof PartnerError ? error.reason : 'failed';
