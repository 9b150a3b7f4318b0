from . import rl_config as rl_config

Version: str
