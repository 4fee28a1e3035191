# simple pomodoro timer (python 2 tutorial I followed, fixing it for 3)
import time

WORK = 25 * 60
BREAK = 5 * 60

def countdown(seconds, label):
    print "Starting", label
    while seconds > 0:
        mins, secs = divmod(seconds, 60)
        print(f"{label}: {mins:02d}:{secs:02d}", end="\r")
        time.sleep(1)
        seconds -= 1
    print("\n" + label + " done!")

def run(cycles):
    try:
        for i in range(cycles):
            countdown(WORK, "work")
            if i < cycles - 1:
                countdown(BREAK, "break")
    except KeyboardInterrupt, e:
        print("stopped")

if __name__ == "__main__":
    n = raw_input("how many cycles? ")
    run(int(n)
