from PIL import Image

class ImageReader:
    def __init__(self, fileName: Image.Image) -> None: ...
