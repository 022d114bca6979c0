"""Sky Table's pure rules layer: no pygame, no clock, randomness only from the game's seed."""
