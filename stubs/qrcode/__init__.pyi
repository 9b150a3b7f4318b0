from . import constants as constants
from .main import QRCode as QRCode
