import { isRDLEmbed } from '../embedUrl';
import { RDL_NOT_SUPPORTED } from '../errors';

/**
 * Paginated (RDL) reports refuse many report calls (embed spec §5). Called first in those calls (all
 * async), it makes them reject with the anchor's text, before anything is sent.
 */
export function refuseRDL(embedUrl: string | undefined): void {
  if (isRDLEmbed(embedUrl)) throw RDL_NOT_SUPPORTED;
}
