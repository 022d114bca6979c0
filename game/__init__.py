"""Sky Table's pygame-ce front end. Nothing here opens a window at import time."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
