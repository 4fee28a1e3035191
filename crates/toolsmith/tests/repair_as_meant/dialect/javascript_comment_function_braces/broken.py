// my first program
function greet(name) {
    print('hi', name)
}

greet('Ana')
