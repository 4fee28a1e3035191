import sys


// Print the last lines of a log that hold a word.
func tail(path string, word string, count int) []string {
    found := []
    with open(path) as f:
        for _, line := range f.readlines() {
            if word in line && len(line) > 1 {
                found.append(line.rstrip())
            }
        }
    return found[-count:]
}


for _, line := range tail(sys.argv[1], "ERROR", 5) {
    print(line)
}
