import os


def read_hosts(path):
    hosts = []
    try:
        f = open(path)
    except IOError, e:
        print("cannot open", path, e)
        return hosts
    for line in f:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) < 2:
            raise ValueError, "bad line: %s" % line
        hosts.append((parts[0], parts[1:]))
    f.close()
    return hosts


def lookup(hosts, name):
    table = {}
    for ip, names in hosts:
        for n in names:
            table[n] = ip
    try:
        return table[name]
    except (KeyError, ValueError), e:
        return None


hosts = read_hosts(os.environ.get("HOSTS_FILE", "/etc/hosts"))
print(lookup(hosts, "localhost"))
