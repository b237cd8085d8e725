import { isRDLEmbed } from '../embedUrl';
import { RDL_NOT_SUPPORTED } from '../errors';

/** Paginated (RDL) reports refuse many report calls (embed spec §5); the anchor rejects with this text. */
export function refuseForRDL(embedUrl: string | undefined): Promise<never> | undefined {
  return isRDLEmbed(embedUrl) ? Promise.reject(RDL_NOT_SUPPORTED) : undefined;
}
