print("segue-bench")
