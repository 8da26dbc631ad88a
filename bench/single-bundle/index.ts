/**
 * Entry of the single-bundle build (no Module Federation) of the federation-cost benchmark: the shell's own
 * entry, unchanged (its start-up in stages included). The remote pages come in statically through ./runtime.ts,
 * which stands in for the federation runtime package (see federationCost.ts).
 */
import '../../shell/src/index';
