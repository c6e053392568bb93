"""gtp-like with Vasco's prior_visits set from the first argument: a screening engine."""
import dataclasses
import sys

from gtp_like.cli import main
from gtp_like.games.vasco.state import VascoState

VascoState.search_profile = dataclasses.replace(VascoState.search_profile, prior_visits=int(sys.argv.pop(1)))
sys.exit(main())
