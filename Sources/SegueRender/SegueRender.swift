import SegueCore
import CCairo
import CPNG
