import SegueCore
