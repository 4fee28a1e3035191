# my first program
def greet(name):
    print('hi', name)


greet('Ana')
