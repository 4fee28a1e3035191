class Queue:
    def __init__(self):
        self.items = []

    def enqueue(self, x):
        self.items.append(x)

    def dequeue(self):
        if not self.items:
            raise IndexError("dequeue from empty queue")
        return self.items.pop(0)

    def __len__(self):
        return len(self.items)


q = Queue()
for job in ["print", "scan", "fax"]:
    q.enqueue(job)
while len(q) > 0:
    print("processing", q.dequeue())
