"""Sky Totems: raise totems on your altar in the clouds (rulebook: docs/rulebooks/sky-totems.txt;
gap decisions: docs/rulebooks/RULES-DECISIONS.md and rules/DECISIONS.md, "## Sky Totems").

``new_game(mode, seats, seed, options)``: mode "multi" (2-4 seats) or "solo" (1 seat, two altars
0 and 1); options "totems" (4 of Bird, Wolf, Horse, Cat, Dragon), "first", "names".

Commands (all with ``seat``; x to the right, y downwards; the starting tile is (0,0)-(1,1)):
  choose_start(card)            setup: the dealt card that becomes the starting altar
  place_cloud(x, y)             a starting cloud, or one acquired by a trade or the Bird
  take_field(field)             Pedestal Construction (also the Dragon's)
  draw_pedestals()              Pedestal Construction when every field is empty: 2 from the bag
  place_pedestal(pedestal, x, y) / trade_pedestal(pedestal)      one tray pedestal at a time
  build_totem(kind, x, y, vertical)   (x, y) is the left or top end
  reveal(card)                  a hidden card whose mission is met; choose_design(design) follows
  choose_design(design)         the reward, or each of the Cat's two pedestals
  end_turn()                    end the turn (offered only while a reveal could still be made), or
                                pass (Final Totem, end-of-game reveals, nothing to construct)

Events: move(item, design, src, dst[, x, y]) with zones "bag", "field.F", "tray.S", "altar.S" (with
x, y), "hoard.S"; cloud(seat, x, y); totem(seat, totem, cells, height, score); blessing(seat,
totem); chosen(seat); reveal_start(seat, card, face); start_cloud(seat); turn(seat, round,
turn_kind, extra); end_turn(seat); pass(seat, turn_kind); choose(seat, why); reveal(seat, card,
face, points); bag_empty(seat); round(n, first); round_end(n); marker(seat); final_totem(order);
end_reveals(order); game_over(scores, breakdown, winners, decided_by[, total, rank]).
"""
from rules.spec import lazy_exports

from .spec import SPEC

# What the package offers, loaded on first use (PEP 562), so that finding the game's SPEC does not
# load its rules: name -> "module:attribute".
_LAZY = {
    "BOTS": "bots:BOTS",
    "RandomBot": "bots:RandomBot",
    "SensibleBot": "bots:SensibleBot",
    "BuildTotem": "commands:BuildTotem",
    "ChooseDesign": "commands:ChooseDesign",
    "ChooseStart": "commands:ChooseStart",
    "DrawPedestals": "commands:DrawPedestals",
    "EndTurn": "commands:EndTurn",
    "PlaceCloud": "commands:PlaceCloud",
    "PlacePedestal": "commands:PlacePedestal",
    "Reveal": "commands:Reveal",
    "TakeField": "commands:TakeField",
    "TradePedestal": "commands:TradePedestal",
    "SkyTotemsState": "state:SkyTotemsState",
    "new_game": "state:new_game",
}

__getattr__ = lazy_exports(__name__, _LAZY, globals())


__all__ = ["BOTS", "SPEC", "RandomBot", "SensibleBot", "SkyTotemsState", "new_game", "ChooseStart", "PlaceCloud",
           "TakeField", "DrawPedestals", "PlacePedestal", "TradePedestal", "BuildTotem", "Reveal", "ChooseDesign",
           "EndTurn"]
