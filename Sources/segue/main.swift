import SegueCLI

// The `segue` command line; everything it does is in SegueCLI, so the fuzz entries run the same
// commands in-process.
Segue.main()
