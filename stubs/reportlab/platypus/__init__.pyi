from .doctemplate import SimpleDocTemplate as SimpleDocTemplate
from .flowables import Flowable as Flowable
from .flowables import PageBreak as PageBreak
from .flowables import Spacer as Spacer
from .paragraph import Paragraph as Paragraph
from .tables import Table as Table
from .tables import TableStyle as TableStyle
